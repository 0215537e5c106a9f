#include <fribidi.h>

// The paragraph directions as constants Swift can import (FriBidi defines them as macros of macros).
static const FriBidiParType qa_fribidi_par_ltr = FRIBIDI_PAR_LTR;
static const FriBidiParType qa_fribidi_par_rtl = FRIBIDI_PAR_RTL;
static const FriBidiParType qa_fribidi_par_on = FRIBIDI_PAR_ON;
