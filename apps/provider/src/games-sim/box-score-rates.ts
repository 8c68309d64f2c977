// Rates as the stats sheets write them: ".500", "1.000"; ".000" with nothing attempted.
export const pct = (n: number, d: number) =>
  d === 0 ? '.000' : (n / d).toFixed(3).replace(/^0(?=\.)/, '')
