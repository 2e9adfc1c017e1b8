/** @module assembly/pins/cjk-quantity — MONEY, COUNT and TIME in Chinese, Japanese and Korean, the unit glued to the number: 12,000円, 3万円, 3泊, 5人, 2時間, 10時30分 (mirror of src/kernel/oracle/pins/cjk-quantity.ts). */

import { numberEnd, smallNumber, smallNumberLength } from './number';
import { at, isDigit, isGap } from './text';

const KIND_MONEY = 1;
const KIND_COUNT = 2;

/** 万 萬 億 亿 千 만 억 천: a multiplier glued to the number (3万円, 1万2000円, 50억원). */
function isMultiplier(c: i32): bool {
  return c == 0x4e07 || c == 0x842c || c == 0x5104 || c == 0x4ebf || c == 0x5343 || c == 0xb9cc ||
    c == 0xc5b5 || c == 0xcc9c;
}

/** End of the amount whose digits end at `ne`, past glued multipliers and the digits between them (1万2000). */
function amountEnd(ne: i32): i32 {
  let e = ne;
  for (let k = 0; k < 3 && isMultiplier(at(e)); k++) {
    e++;
    if (!isDigit(at(e))) break;
    const n = numberEnd(e);
    if (n < 0) break;
    e = n;
  }
  return e;
}

/** Length of the currency word at `j`: 人民币 ユーロ ポンド (3), 美元 欧元 日元 港币 英镑 ドル 달러 유로 (2), 円 元 圆 块 원 (1); else 0. */
function currencyLength(j: i32): i32 {
  const a = at(j);
  const b = at(j + 1);
  const c = at(j + 2);
  if (a == 0x4eba && b == 0x6c11 && c == 0x5e01) return 3;
  if (a == 0x30e6 && b == 0x30fc && c == 0x30ed) return 3;
  if (a == 0x30dd && b == 0x30f3 && c == 0x30c9) return 3;
  if (b == 0x5143 && (a == 0x7f8e || a == 0x6b27 || a == 0x65e5)) return 2;
  if ((a == 0x6e2f && b == 0x5e01) || (a == 0x82f1 && b == 0x9551) || (a == 0x30c9 && b == 0x30eb)) return 2;
  if ((a == 0xb2ec && b == 0xb7ec) || (a == 0xc720 && b == 0xb85c)) return 2;
  return a == 0x5186 || a == 0x5143 || a == 0x5706 || a == 0x5757 || a == 0xc6d0 ? 1 : 0;
}

/** Length of the two-character unit at `j` (時間 日間 週間 年間 小时 小時 分钟 分鐘 か月 ヶ月 カ月 ケ月 个月 個月 部屋 시간 개월), or 0. */
function pairUnitLength(j: i32): i32 {
  const a = at(j);
  const b = at(j + 1);
  if (b == 0x9593) return a == 0x6642 || a == 0x65e5 || a == 0x9031 || a == 0x5e74 ? 2 : 0;
  if (b == 0x6708) {
    return a == 0x304b || a == 0x30f6 || a == 0x30ab || a == 0x30b1 || a == 0x4e2a || a == 0x500b ? 2 : 0;
  }
  if (a == 0x5c0f) return b == 0x65f6 || b == 0x6642 ? 2 : 0;
  if (a == 0x5206) return b == 0x949f || b == 0x9418 ? 2 : 0;
  if (a == 0x90e8 && b == 0x5c4b) return 2;
  return (a == 0xc2dc && b == 0xac04) || (a == 0xac1c && b == 0xc6d4) ? 2 : 0;
}

/** Whether `c` counts what the number before it counts: people, items, nights, times, years, floors… */
function isCountUnit(c: i32): bool {
  switch (c) {
    // Han: 人 名 位 個 个 件 台 泊 晚 夜 枚 本 冊 回 次 歳 岁 階 层 箱 天 日 周 年 倍 度 秒 分 张 張 杯 瓶 份 套 辆 株 匹 頭 軒 间
    case 0x4eba: case 0x540d: case 0x4f4d: case 0x500b: case 0x4e2a: case 0x4ef6: case 0x53f0:
    case 0x6cca: case 0x665a: case 0x591c: case 0x679a: case 0x672c: case 0x518a: case 0x56de:
    case 0x6b21: case 0x6b73: case 0x5c81: case 0x968e: case 0x5c42: case 0x7bb1: case 0x5929:
    case 0x65e5: case 0x5468: case 0x5e74: case 0x500d: case 0x5ea6: case 0x79d2: case 0x5206:
    case 0x5f20: case 0x5f35: case 0x676f: case 0x74f6: case 0x4efd: case 0x5957: case 0x8f86:
    case 0x682a: case 0x5339: case 0x982d: case 0x8ed2: case 0x95f4:
    // Hangul: 명 개 박 대 번 살 층 일 년 주 초 분 배 권 장 잔 병 회
    case 0xba85: case 0xac1c: case 0xbc15: case 0xb300: case 0xbc88: case 0xc0b4: case 0xce35:
    case 0xc77c: case 0xb144: case 0xc8fc: case 0xcd08: case 0xbd84: case 0xbc30: case 0xad8c:
    case 0xc7a5: case 0xc794: case 0xbcd1: case 0xd68c:
      return true;
    default:
      return false;
  }
}

let unitKind = 0;

/**
 * End of the CJK unit after a number `[i, ne)` — a currency (12,000円, 3万円, 50만 원, 100美元)
 * or a counted unit (3泊, 5人, 14日間, 2時間, 3か月, 10년) — or -1; {@link cjkUnitKind} tells
 * which. A year (2026年) counts nothing.
 * @example
 * cjkUnitEnd(0, 1) // 3, on the text '3万円です'
 */
export function cjkUnitEnd(i: i32, ne: i32): i32 {
  const e = amountEnd(ne);
  let m = currencyLength(e);
  // Korean spaces its currency: 50만 원.
  if (m == 0 && isGap(at(e)) && <u32>(at(e + 1) - 0xac00) < 0x2ba4) {
    const n = currencyLength(e + 1);
    if (n > 0) m = n + 1;
  }
  if (m > 0) {
    unitKind = KIND_MONEY;
    return e + m;
  }
  const p = pairUnitLength(e);
  if (p > 0) {
    unitKind = KIND_COUNT;
    return e + p;
  }
  const c = at(e);
  if (!isCountUnit(c)) return -1;
  if ((c == 0x5e74 || c == 0xb144) && e == ne && ne - i == 4) {
    const a = at(i);
    const b = at(i + 1);
    if ((a == 49 && b == 57) || (a == 50 && b == 48)) return -1;
  }
  unitKind = KIND_COUNT;
  return e + 1;
}

/**
 * Kind of the last unit {@link cjkUnitEnd} found: 1 (MONEY) or 2 (COUNT).
 * @example
 * cjkUnitEnd(0, 5); cjkUnitKind() // 1, on the text '12000円'
 */
export function cjkUnitKind(): i32 {
  return unitKind;
}

/**
 * TIME at a digit, hours and minutes marked by characters: 10時, 10時30分, 10時半, 下午3点,
 * 3点15分, 3시 30분; not 3時間 (three hours). End or -1.
 * @example
 * cjkTime(0) // 6, on the text '10時30分に'
 */
export function cjkTime(i: i32): i32 {
  const h = smallNumber(i);
  if (h < 0 || h > 24) return -1;
  const j = i + smallNumberLength(i);
  const c = at(j);
  const korean = c == 0xc2dc; // 시, unless 시간 (hours)
  if (korean || c == 0x6642) {
    if (at(j + 1) == (korean ? 0xac04 : 0x9593)) return -1;
  } else if (c != 0x70b9 && c != 0x9ede) return -1; // 点 點
  const e = j + 1;
  if (at(e) == 0x534a || at(e) == 0xbc18) return e + 1;
  const k = korean && isGap(at(e)) && isDigit(at(e + 1)) ? e + 1 : e;
  const m = smallNumber(k);
  if (m < 0 || m > 59) return e;
  const u = at(k + smallNumberLength(k));
  return u == 0x5206 || u == 0xbd84 ? k + smallNumberLength(k) + 1 : e;
}
