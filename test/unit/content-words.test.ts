// A fact's context words: the last content words before it, without stop words or a repeated word.
import { describe, expect, it } from 'vitest';
import { lastContentWords } from '../../src/pins/content-words.js';

describe('lastContentWords', () => {
  it('takes the last content words, skipping stop words', () => {
    expect(lastContentWords('the deadline is ')).toBe('deadline');
    expect(lastContentWords('Kenji logged ')).toBe('Kenji logged');
    expect(lastContentWords('Ana moved the launch to ', 3)).toBe('Ana moved launch');
  });
  it('keeps an identifier whole, never a fragment of one (was "t medium", "eafe", "staff K")', () => {
    expect(lastContentWords('RDS PostgreSQL db.t3.medium: ')).toBe('PostgreSQL db.t3.medium');
    expect(lastContentWords('Use t3.micro instances (')).toBe('t3.micro instances');
    expect(lastContentWords('order_id: ')).toBe('order_id');
    expect(lastContentWords('at Session.handle (')).toBe('Session.handle');
    expect(lastContentWords('job 497eafe queued ')).toBe('job queued');
    expect(lastContentWords('-rw-r--r-- dev staff 28.3K ')).toBe('dev staff');
    expect(lastContentWords('the deadline ends. ')).toBe('deadline ends');
    expect(lastContentWords('Run curl -s ')).toBe('Run curl');
  });
  it('shows a word once when it repeats right before the fact (joined snippets of a cold form)', () => {
    expect(lastContentWords('the ticket was reopened; reopened on ')).toBe('ticket reopened');
    expect(lastContentWords('Reopened, reopened on ')).toBe('reopened');
  });
  it('keeps combining marks inside words: Hindi and Thai vowel signs, decomposed accents', () => {
    expect(lastContentWords('इसकी कीमत ', 2)).toBe('इसकी कीमत');
    expect(lastContentWords('ราคาทั้งหมด ')).toBe('ราคาทั้งหมด');
    expect(lastContentWords('the cafe\u0301 deadline is ', 2)).toBe('cafe\u0301 deadline');
  });
  it('takes the tail of a Chinese or Japanese clause, from a word start after kana, never a particle alone', () => {
    expect(lastContentWords('何かあったときのために念のため共有しておきますと当日の問い合わせ先は')).toBe('問い合わせ先は');
    expect(lastContentWords('バスの料金は')).toBe('バスの料金は');
    expect(lastContentWords('我们已经和供应商确认过了这次的运费是')).toBe('过了这次的运费是');
    expect(lastContentWords('で')).toBe('');
    expect(lastContentWords('ราคาทั้งหมด ')).toBe('ราคาทั้งหมด');
  });
});
