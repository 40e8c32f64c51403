/** The form's main button, full width on a phone and a thumb's height. */
export const submitButtonClass =
  'min-h-11 rounded-md bg-slate-900 px-6 font-semibold text-white hover:bg-slate-700 disabled:bg-slate-400 sm:self-start';

/** "Stop waiting": a quieter button beside the message. */
export const quietButtonClass =
  'min-h-11 self-start rounded-md border border-slate-300 px-4 font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60';
