/**
 * The letters shown in a store's round logo when it has no logo image: the first letters of the
 * first two words of the trading business name, upper-cased ("Oyelaran Farms" → "OF").
 */
export function storeInitials(tradingBusinessName: string): string {
  return tradingBusinessName
    .trim()
    .split(/\s+/)
    .map((word) => Array.from(word.replace(/^[^\p{L}\p{N}]+/u, ''))[0])
    .filter((letter): letter is string => Boolean(letter))
    .slice(0, 2)
    .join('')
    .toUpperCase();
}
