/** The message the bench's worker thread posts once the odds worker module has loaded (not one of the odds messages). */
export const WORKER_READY = "odds worker loaded";
