#if os(Linux)
    import CDeferredCurlProbe
    import CDeferredLibraries
    import Testing

    /// libcurl is loaded on first use (Sources/CDeferredLibraries): every function Foundation's networking calls must be
    /// found in the installed library, and calls must reach it with their arguments and come back with its results.
    @Suite struct DeferredCurlTests {
        @Test func everyForwardedFunctionIsInTheInstalledLibcurl() {
            var message = [CChar](repeating: 0, count: 512)
            let status = quickactions_deferred_curl_check(&message, message.count)
            #expect(status == 0, "\(Self.text(message))")
        }

        /// Options of each kind (a pointer, a long, a curl_off_t) set, an unknown one refused with libcurl's own code, the
        /// URL read back, and a multi handle used, as Foundation's networking does.
        @Test func callsReachLibcurlAndItsAnswersComeBack() {
            var url = [CChar](repeating: 0, count: 256)
            #expect(deferred_curl_probe(&url, url.count) == 0)
            #expect(Self.text(url) == "http://127.0.0.1:1/probe")
        }

        private static func text(_ characters: [CChar]) -> String {
            String(decoding: characters.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
    }
#endif
