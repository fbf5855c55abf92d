/**
 * The key of an authenticator in groups of four characters, as it is easiest to read and type ("JBSW Y3DP EHPK 3PXP").
 *
 * @example
 * groupKey('JBSWY3DPEHPK3PXP') // ['JBSW', 'Y3DP', 'EHPK', '3PXP']
 */
export function groupKey(key: string): string[] {
  return key.replace(/[\s=]/g, '').match(/.{1,4}/g) ?? [];
}

/**
 * The text file of a user's recovery codes: what they are for, whose they are, and one code a line.
 *
 * @example
 * recoveryCodesFile(['abcde-12345'], { heading: 'Konsol recovery codes', account: 'ani@example.com' })
 */
export function recoveryCodesFile(
  codes: readonly string[],
  { heading, account, note }: { heading: string; account: string; note?: string },
) {
  return [heading, account, ...(note ? [note] : []), '', ...codes, ''].join('\n');
}
