/** @module test/wasm/calibration-corpus — real conversations (instinct8) plus code/JSON/log samples for the token estimate. */

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the shared instinct8 templates live (../shared beside the project root). */
export const INSTINCT8_DIR = fileURLToPath(new URL('../../../shared/data/instinct8', import.meta.url));

/** One conversation: its message texts and a label. */
export interface Conversation {
  name: string;
  messages: string[];
}

function strings(value: unknown, out: string[]): void {
  if (typeof value === 'string') {
    if (value.length > 0) out.push(value);
  } else if (Array.isArray(value)) {
    for (const v of value) strings(v, out);
  } else if (value && typeof value === 'object') {
    for (const v of Object.values(value)) strings(v, out);
  }
}

function templateMessages(j: Record<string, any>): string[] {
  const out: string[] = [];
  strings(j.initial_setup?.system_prompt, out);
  for (const turn of j.turns ?? []) {
    strings(turn.content, out);
    strings(turn.tool_call?.input, out);
    strings(turn.tool_call?.output, out);
  }
  return out;
}

function codingMessages(j: Record<string, any>): string[] {
  const out: string[] = [];
  strings(j.specification, out);
  strings(j.initial_files, out);
  for (const m of j.conversation ?? []) {
    strings(m.content, out);
    for (const c of m.tool_calls ?? []) strings([c.input, c.output], out);
  }
  return out;
}

/**
 * The instinct8 conversations (malformed files skipped). Throws a clear error when the shared
 * data is missing, so a test that needs it fails instead of passing silently.
 * @example
 * const convs = loadInstinct8(); convs[0].messages[0] // 'You are a technical researcher…'
 */
export function loadInstinct8(): Conversation[] {
  if (!existsSync(INSTINCT8_DIR)) {
    throw new Error(`expected the instinct8 data at ${INSTINCT8_DIR}, found nothing (is ../shared mounted?)`);
  }
  const out: Conversation[] = [];
  const files = readdirSync(INSTINCT8_DIR).filter((f) => f.endsWith('.json'));
  files.push(...readdirSync(join(INSTINCT8_DIR, 'coding')).map((f) => join('coding', f)));
  for (const f of files) {
    let j: Record<string, any>;
    try {
      j = JSON.parse(readFileSync(join(INSTINCT8_DIR, f), 'utf8'));
    } catch {
      continue; // two templates are malformed JSON upstream
    }
    const messages = f.startsWith('coding') ? codingMessages(j) : templateMessages(j);
    if (messages.length > 0) out.push({ name: f, messages });
  }
  return out;
}

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

/**
 * Synthetic code, JSON and log conversations built from the instinct8 data (deterministic).
 * @example
 * syntheticConversations(loadInstinct8()).map((c) => c.name) // ['json', 'logs', 'code', …]
 */
export function syntheticConversations(real: Conversation[]): Conversation[] {
  const r = rng(42);
  const json = real.slice(0, 6).map((c) => JSON.stringify({ messages: c.messages.slice(0, 8) }, null, 2));
  const levels = ['INFO', 'WARN', 'ERROR', 'DEBUG'];
  const logs: string[] = [];
  for (let m = 0; m < 20; m++) {
    const lines: string[] = [];
    for (let i = 0; i < 40; i++) {
      const t = `2026-05-${String(1 + (i % 28)).padStart(2, '0')}T12:${String(i % 60).padStart(2, '0')}:0${i % 10}.${Math.floor(r() * 1000)}Z`;
      lines.push(`${t} ${levels[i % 4]} [worker-${i % 7}] request id=${(r() * 1e9).toString(16).slice(0, 8)} path=/api/v2/orders/${Math.floor(r() * 99999)} status=${i % 9 ? 200 : 503} latency_ms=${Math.floor(r() * 900)}`);
    }
    logs.push(lines.join('\n'));
  }
  const code = real.flatMap((c) => c.messages).filter((m) => /\n\s+(def|class|return|import|const|function)\b/.test(m));
  const mixed = code.map((c, i) => 'Here is the updated file:\n\n```python\n' + c + '\n```\n\nRun `pytest -q` to verify. ' + (i % 2 ? 'Ünïcödé façade — naïve café 日本語のテキスト 🚀✅' : ''));
  const multilingual = [
    '我们需要在下周五之前完成数据库迁移，并确保所有测试通过。预算上限是一万美元。',
    'データベースの移行は来週金曜日までに完了する必要があります。テストはすべて合格すること。',
    'Нам нужно завершить миграцию базы данных до следующей пятницы. Бюджет — не более 10 000 долларов.',
    'يجب علينا إكمال ترحيل قاعدة البيانات قبل يوم الجمعة المقبل، والميزانية محدودة.',
    'Wir müssen die Datenbankmigration bis nächsten Freitag abschließen. Das Budget beträgt höchstens 10.000 €.',
    '데이터베이스 마이그레이션을 다음 주 금요일까지 완료해야 합니다. 예산은 최대 1만 달러입니다.',
    'Nous devons terminer la migration de la base de données avant vendredi prochain — budget limité à 10 000 €.',
    'Deploy done 🚀✅🎉 thanks 👍 — see you tomorrow 😀',
  ];
  return [
    { name: 'multilingual', messages: multilingual },
    { name: 'json', messages: json },
    { name: 'logs', messages: logs },
    { name: 'code', messages: code.length ? code : ['def f(x):\n    return x'] },
    { name: 'mixed-markdown', messages: mixed.length ? mixed : ['```\nx\n```'] },
  ];
}
