/** Whole minutes of a wait given in seconds, rounded up (the queue says "about 3 minutes"). */
export function waitMinutes(seconds: string): number {
  return Math.ceil(Number(seconds) / 60);
}
