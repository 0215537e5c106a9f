#include <zlib.h>

// deflateInit2 is a macro in zlib.h; Swift cannot call macros.
static inline int qa_deflate_init_raw(z_streamp stream, int level) {
    return deflateInit2(stream, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY);
}

#include <stddef.h>
#include <stdint.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

// Adler-32 of `length` bytes continuing `adler` (RFC 1950 §8.2), as zlib's `adler32` computes it: a sums the bytes and
// b sums a after each byte, both modulo 65521. zlib's loop takes a byte at a time; a contact sheet's 130 MB of
// scanlines spent 35 ms of CPU in it (issue 35). This one takes 16 bytes a step with SSE2 (every x86-64 has it): for a
// block x0…x15 entered with (a, b), a gains Σxᵢ and b gains 16·a + Σ(16−i)·xᵢ. Other processors use zlib's.
static inline unsigned long qa_adler32(unsigned long adler, const unsigned char *bytes, size_t length) {
#if defined(__SSE2__)
    enum { modulus = 65521, blocksPerRound = 5552 / 16 };
    uint64_t a = adler & 0xffff, b = (adler >> 16) & 0xffff;
    const __m128i zero = _mm_setzero_si128();
    const __m128i weightsLow = _mm_set_epi16(9, 10, 11, 12, 13, 14, 15, 16);  // bytes 0…7 (lane 0 is byte 0)
    const __m128i weightsHigh = _mm_set_epi16(1, 2, 3, 4, 5, 6, 7, 8);        // bytes 8…15
    while (length >= 16) {
        size_t blocks = length / 16;
        if (blocks > blocksPerRound) blocks = blocksPerRound;
        length -= blocks * 16;
        b += (uint64_t)blocks * 16 * a;
        // Per lane: the bytes' sum so far, the sum of those sums at each block's start, the weighted sums. A round
        // of 347 blocks keeps every lane under 2^32.
        __m128i sums = zero, sumsBefore = zero, weighted = zero;
        for (size_t block = 0; block < blocks; block++, bytes += 16) {
            __m128i chunk = _mm_loadu_si128((const __m128i *)bytes);
            sumsBefore = _mm_add_epi32(sumsBefore, sums);
            sums = _mm_add_epi32(sums, _mm_sad_epu8(chunk, zero));
            weighted = _mm_add_epi32(weighted, _mm_madd_epi16(_mm_unpacklo_epi8(chunk, zero), weightsLow));
            weighted = _mm_add_epi32(weighted, _mm_madd_epi16(_mm_unpackhi_epi8(chunk, zero), weightsHigh));
        }
        uint32_t lanes[4];
        _mm_storeu_si128((__m128i *)lanes, sums);
        uint64_t sum = (uint64_t)lanes[0] + lanes[1] + lanes[2] + lanes[3];
        _mm_storeu_si128((__m128i *)lanes, sumsBefore);
        uint64_t sumBefore = (uint64_t)lanes[0] + lanes[1] + lanes[2] + lanes[3];
        _mm_storeu_si128((__m128i *)lanes, weighted);
        uint64_t weightedSum = (uint64_t)lanes[0] + lanes[1] + lanes[2] + lanes[3];
        a = (a + sum) % modulus;
        b = (b + 16 * sumBefore + weightedSum) % modulus;
    }
    for (size_t index = 0; index < length; index++) {
        a += bytes[index];
        b += a;
    }
    return (unsigned long)(((b % modulus) << 16) | (a % modulus));
#else
    return adler32(adler, bytes, (uInt)length);
#endif
}
