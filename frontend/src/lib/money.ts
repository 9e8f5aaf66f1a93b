const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** US dollars as every screen writes them: "$510.00". */
export function formatUsd(dollars: number): string {
  return USD.format(dollars);
}
