// Facts written the CJK way survive compression: units glued to numbers, full-width digits and letters.
import { describe, expect, it } from 'vitest';
import { compress, countTokens, type Message } from '../../src/platform/node.js';

const filler = (topic: string) =>
  `${topic}について、いろいろと確認しましたが、特に大きな問題はありませんでした。担当者とも話をして、全体の流れを整理しました。引き続きよろしくお願いいたします。`;

/** A Japanese trip-booking chat whose facts sit once in passing inside long older turns. */
const chat: Message[] = [
  { role: 'system', content: 'あなたは旅行会社のアシスタントです。' },
  { role: 'user', content: `${filler('ホテル')}ちなみに先ほどの件とは別に念のためお伝えしておくと予算は１人あたり３万５０００円までということで社内の規定に沿って進めてください。${filler('日程')}` },
  { role: 'assistant', content: `${filler('候補')}先方の担当者と何度かやり取りをした結果として大人4人で3泊の予約を取ることができまして予約番号はＲＳ－４４８２となっておりますのでお手元にお控えください。${filler('空港')}` },
  { role: 'user', content: `${filler('移動')}皆さんの予定を一通り伺ったうえで調整した結果として集合は１２月３日の１０時３０分ということにしたいと考えていますのでご確認ください。${filler('食事')}` },
  { role: 'assistant', content: `${filler('バス')}バス会社に問い合わせたところ移動は片道2時間ほどかかるとのことで料金は合計１２，８００円になると案内がありましたのでご承知おきください。${filler('天気')}` },
  { role: 'user', content: `${filler('観光')}何かあったときのために念のため共有しておきますと当日の問い合わせ先は０３－１２３４－５６７８になりますので控えておいてください。${filler('保険')}` },
  { role: 'assistant', content: `${filler('まとめ')}承知しました。` },
  { role: 'user', content: 'では、最終確認をお願いします。' },
];

describe('CJK facts', () => {
  it('pins amounts, counts, durations, times, IDs and phones written with glued units or full-width digits', async () => {
    const total = await countTokens(chat);
    const budget = Math.floor(total / 4);
    const { messages, stats } = await compress(chat, { budget });
    expect(stats.compressedTokens).toBeLessThanOrEqual(budget);
    const out = messages.map((m) => String(m.content)).join('\n');
    expect(out.length).toBeLessThan(chat.map((m) => String(m.content)).join('\n').length / 2);
    for (const fact of ['３万５０００円', '4人', '3泊', 'ＲＳ－４４８２', '１２月３日', '１０時３０分', '2時間', '１２，８００円', '０３－１２３４－５６７８']) {
      expect(out, fact).toContain(fact);
    }
  });

  it('marks a corrected count: the latest value shows, the old one only as replaced', async () => {
    const corrected: Message[] = [
      ...chat.slice(0, 5),
      { role: 'user', content: `${filler('人数')}訂正です、4人ではなく5人でお願いします。${filler('部屋')}` },
      { role: 'assistant', content: `${filler('変更')}承知しました。` },
      { role: 'user', content: '何人で予約していますか？' },
    ];
    const total = await countTokens(corrected);
    const { messages } = await compress(corrected, { budget: Math.floor(total / 4) });
    const out = messages.map((m) => String(m.content)).join('\n');
    expect(out).toContain('5人');
    // 4人 shows only in the correction itself or marked as replaced, never as a current value.
    for (const m of out.matchAll(/4人/g)) expect(out.slice(m.index, m.index + 24)).toMatch(/^4人(?:ではなく5人| \(replaced by 5人, m5\))/);
    expect(out).toMatch(/4人ではなく5人|4人 \(replaced by 5人, m5\)/);
  });
});
