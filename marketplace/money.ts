/** The API speaks naira; the database holds integer kobo. These are the only two conversions. */
export function koboToNaira(kobo: number): number {
  return kobo / 100;
}

export function nairaToKobo(naira: number): number {
  return Math.round(naira * 100);
}
