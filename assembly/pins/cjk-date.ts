/** @module assembly/pins/cjk-date — DATE in Chinese, Japanese and Korean: 2026年3月14日, 3月14日, 2026년 3월 14일 (mirror of src/kernel/oracle/pins/cjk-date.ts). */

import { digitRun, smallNumber, smallNumberLength } from './number';
import { at, isDigit, isGap } from './text';

const YEAR: i32 = 0x5e74; // 年
const MONTH: i32 = 0x6708; // 月
const DAY: i32 = 0x65e5; // 日
const DAY_SPOKEN: i32 = 0x53f7; // 号, the day in spoken Chinese (3月14号)
const YEAR_KO: i32 = 0xb144; // 년
const MONTH_KO: i32 = 0xc6d4; // 월
const DAY_KO: i32 = 0xc77c; // 일

/** Past one gap at `j` when a digit follows it (Korean spaces its parts: 2026년 3월 14일), else `j`. */
function skipGap(j: i32): i32 {
  return isGap(at(j)) && isDigit(at(j + 1)) ? j + 1 : j;
}

/**
 * DATE at a digit, the parts marked by year, month and day characters: 2026年3月14日, 3月14日,
 * 3月14号, 2026年3月, 2026년 3월 14일, 3월 14일. A year or a month alone is no date (10年 is also
 * ten years), nor is a day alone (14日 is also fourteen days). End or -1.
 * @example
 * cjkDate(0) // 10, on the text '2026年3月14日に'
 */
export function cjkDate(i: i32): i32 {
  let j = i;
  let year = false;
  if (digitRun(i, 4) == 4) {
    const y = at(i + 4);
    if (y != YEAR && y != YEAR_KO) return -1;
    j = skipGap(i + 5);
    year = true;
  }
  const m = smallNumber(j);
  if (m < 1 || m > 12) return -1;
  j += smallNumberLength(j);
  const mc = at(j);
  if (mc != MONTH && mc != MONTH_KO) return -1;
  const monthEnd = j + 1;
  const k = skipGap(monthEnd);
  const d = smallNumber(k);
  if (d >= 1 && d <= 31) {
    const e = k + smallNumberLength(k);
    const dc = at(e);
    if (dc == DAY || dc == DAY_SPOKEN || dc == DAY_KO) return e + 1;
  }
  return year ? monthEnd : -1;
}
