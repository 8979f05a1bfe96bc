// The few PocketSphinx calls Cairn's speech recogniser makes, behind functions Swift can call
// (PocketSphinx configures its decoder through a variadic function, which Swift cannot).
//
// When PocketSphinx's headers are missing at build time (`libpocketsphinx-dev` not installed,
// so `pkg-config pocketsphinx` finds nothing), every function here still exists but reports the
// recogniser as unavailable: the build succeeds and the app says "restricted" instead of
// transcribing. Nothing is faked.
#ifndef CAIRN_POCKETSPHINX_SHIM_H
#define CAIRN_POCKETSPHINX_SHIM_H

#include <stddef.h>
#include <stdint.h>

#if __has_include(<pocketsphinx.h>)
#include <pocketsphinx.h>
#include <sphinxbase/err.h>
#define CAIRN_HAS_POCKETSPHINX 1
#else
#define CAIRN_HAS_POCKETSPHINX 0
#endif

/// Whether PocketSphinx was found when this was built.
static inline int cairn_ps_is_built_in(void) { return CAIRN_HAS_POCKETSPHINX; }

/// A decoder for 16 kHz mono speech with the acoustic model in `hmm`, the language model `lm`
/// and the pronunciation dictionary `dict`; NULL when any of them cannot be loaded (or
/// PocketSphinx is not built in). PocketSphinx's own logging is switched off.
static inline void *cairn_ps_create(const char *hmm, const char *lm, const char *dict) {
#if CAIRN_HAS_POCKETSPHINX
  err_set_logfp(NULL);
  cmd_ln_t *config = cmd_ln_init(NULL, ps_args(), 1, "-hmm", hmm, "-lm", lm, "-dict", dict,
                                 "-samprate", "16000", NULL);
  if (config == NULL) return NULL;
  ps_decoder_t *decoder = ps_init(config);
  cmd_ln_free_r(config);
  return decoder;
#else
  (void)hmm; (void)lm; (void)dict;
  return NULL;
#endif
}

/// Frees a decoder made by `cairn_ps_create`.
static inline void cairn_ps_free(void *decoder) {
#if CAIRN_HAS_POCKETSPHINX
  if (decoder != NULL) ps_free((ps_decoder_t *)decoder);
#else
  (void)decoder;
#endif
}

/// Starts an utterance; negative on failure.
static inline int cairn_ps_start_utterance(void *decoder) {
#if CAIRN_HAS_POCKETSPHINX
  return ps_start_utt((ps_decoder_t *)decoder);
#else
  (void)decoder;
  return -1;
#endif
}

/// Feeds `count` samples (16-bit, 16 kHz, mono); negative on failure.
static inline int cairn_ps_process(void *decoder, const int16_t *samples, size_t count) {
#if CAIRN_HAS_POCKETSPHINX
  return ps_process_raw((ps_decoder_t *)decoder, samples, count, 0, 0);
#else
  (void)decoder; (void)samples; (void)count;
  return -1;
#endif
}

/// Whether the samples fed since the utterance started contain speech right now.
static inline int cairn_ps_in_speech(void *decoder) {
#if CAIRN_HAS_POCKETSPHINX
  return ps_get_in_speech((ps_decoder_t *)decoder);
#else
  (void)decoder;
  return 0;
#endif
}

/// Ends the utterance; negative on failure.
static inline int cairn_ps_end_utterance(void *decoder) {
#if CAIRN_HAS_POCKETSPHINX
  return ps_end_utt((ps_decoder_t *)decoder);
#else
  (void)decoder;
  return -1;
#endif
}

/// The best hypothesis of the current (or just ended) utterance, or NULL; owned by the decoder
/// and valid until the next call on it.
static inline const char *cairn_ps_hypothesis(void *decoder) {
#if CAIRN_HAS_POCKETSPHINX
  int32 score = 0;
  return ps_get_hyp((ps_decoder_t *)decoder, &score);
#else
  (void)decoder;
  return NULL;
#endif
}

#endif
