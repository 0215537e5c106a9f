// The fuzz build's entry point (Package.swift, QUICKACTIONS_FUZZ=1): nothing to include from Swift.
