// The entry point of quickactions-fuzz. SwiftPM links every executable with `--defsym main=MODULE_main`, so libFuzzer's
// own `main` cannot be used unless SwiftPM is told `--sanitize fuzzer`, which would instrument (and rebuild) every
// package. Instead this defines the symbol SwiftPM names and hands the command line to libFuzzer's driver
// (LLVMFuzzerRunDriver, libFuzzer's public API since LLVM 12), with the Swift target's LLVMFuzzerTestOneInput.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int quickactions_fuzz_main(int argc, char **argv) {
  return LLVMFuzzerRunDriver(&argc, &argv, LLVMFuzzerTestOneInput);
}
