const EIGHT_HOURS_MS = 8 * 60 * 60 * 1000;

const two = (n: number) => String(n).padStart(2, '0');

/**
 * A date as the scroll board's fields are written (`@JsonFormat(pattern = "yyyy/MM/dd HH:mm:ss", timezone =
 * "GMT+8")`): the wall-clock time in GMT+8 whatever zone the mock runs in, milliseconds dropped.
 */
export function gmt8Time(date: Date): string {
  const shifted = new Date(date.getTime() + EIGHT_HOURS_MS);
  return (
    `${shifted.getUTCFullYear()}/${two(shifted.getUTCMonth() + 1)}/${two(shifted.getUTCDate())} ` +
    `${two(shifted.getUTCHours())}:${two(shifted.getUTCMinutes())}:${two(shifted.getUTCSeconds())}`
  );
}

export function gmt8TimeOrNull(date: Date | null): string | null {
  return date ? gmt8Time(date) : null;
}
