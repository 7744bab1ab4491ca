// Every locale against the English tables: the same keys, the same placeholders, the same code spans, and the plural
// forms its language has. The type of each table (LocaleMessages) catches a missing or extra key at compile time;
// this catches them in a table typed loosely, and catches what types cannot (placeholders, plural forms).
import { LOCALES, type Locale } from '@gangway/core';
import { describe, expect, it } from 'vitest';
import { CORE_MESSAGES } from './en/coreMessages.ts';
import { INITIAL_MESSAGES } from './en/initialMessages.ts';
import { VIEW_MESSAGES } from './en/viewMessages.ts';
import type { Translation } from './messages.ts';

type Table = Readonly<Record<string, Translation>>;

const ENGLISH: Table = { ...INITIAL_MESSAGES, ...VIEW_MESSAGES, ...CORE_MESSAGES };

const forms = (message: Translation): string[] =>
  typeof message === 'string' ? [message] : Object.values(message).filter((form) => form !== undefined);
const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
const codeSpans = (text: string): string[] => [...text.matchAll(/`[^`]+`/g)].map((match) => match[0]);
const sorted = (values: Iterable<string>) => [...new Set(values)].sort();

/** What is wrong with `table` as a translation of `english` into `locale`, one line per problem. */
function tableProblems(locale: string, english: Table, table: Table): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(english)) if (!(key in table)) problems.push(`${key}: missing`);
  for (const key of Object.keys(table)) if (!(key in english)) problems.push(`${key}: not in English`);
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  for (const [key, source] of Object.entries(english)) {
    const message = table[key];
    if (message === undefined) continue;
    const wanted = sorted(forms(source).flatMap(placeholders));
    const texts = forms(message);
    if (texts.some((text) => text.trim() === '')) problems.push(`${key}: empty`);
    // A plural form may leave its number out ("two wallets" in a word), never add a placeholder English lacks.
    const used = sorted(texts.flatMap(placeholders));
    if (used.join() !== wanted.join()) problems.push(`${key}: placeholders ${used} instead of ${wanted}`);
    const spans = sorted(texts.flatMap(codeSpans));
    const englishSpans = sorted(forms(source).flatMap(codeSpans));
    if (spans.join() !== englishSpans.join())
      problems.push(`${key}: code spans ${spans} instead of ${englishSpans}`);
    if (typeof message !== 'string') {
      const given = Object.keys(message);
      for (const form of given)
        if (!(categories as string[]).includes(form))
          problems.push(`${key}: ${locale} has no plural form ${form}`);
      for (const form of categories)
        if (!given.includes(form)) problems.push(`${key}: lacks plural form ${form}`);
    }
  }
  return problems;
}

async function loadTable(locale: Exclude<Locale, 'en'>): Promise<Table> {
  return (await import(`./locales/${locale}.ts`)).default as Table;
}

describe('the locale check', () => {
  const english: Table = { hello: 'Hello {name}', found: { one: '{count} found', other: '{count} found' } };
  const good: Table = {
    hello: 'Hallo {name}',
    found: { one: '{count} gefunden', other: '{count} gefunden' },
  };

  it('passes a complete table', () => {
    expect(tableProblems('de', english, good)).toEqual([]);
  });

  it('fails a table that lacks a key, has one English lacks, or changes a placeholder', () => {
    expect(tableProblems('de', english, { found: good.found as Translation })).toEqual(['hello: missing']);
    expect(tableProblems('de', english, { ...good, extra: 'x' })).toEqual(['extra: not in English']);
    expect(tableProblems('de', english, { ...good, hello: 'Hallo {nom}' })).toEqual([
      'hello: placeholders nom instead of name',
    ]);
    expect(tableProblems('de', english, { ...good, hello: 'Hallo' })).toEqual([
      'hello: placeholders  instead of name',
    ]);
  });

  it('fails plural forms the language does not have, or lacks', () => {
    expect(tableProblems('ja', english, { ...good, found: { one: '{count}', other: '{count}' } })).toEqual([
      'found: ja has no plural form one',
    ]);
    expect(tableProblems('ar', english, { ...good, found: { other: '{count}' } })).toEqual(
      ['zero', 'one', 'two', 'few', 'many'].map((form) => `found: lacks plural form ${form}`).sort(),
    );
  });

  it('fails a changed code span (an option or a command, which stays as written)', () => {
    const withCode: Table = { hint: 'Add it to `networks`.' };
    expect(tableProblems('fr', withCode, { hint: 'Ajoutez-le à `réseaux`.' })).toEqual([
      'hint: code spans `réseaux` instead of `networks`',
    ]);
  });
});

describe('every locale', () => {
  for (const locale of LOCALES.filter((each): each is Exclude<Locale, 'en'> => each !== 'en')) {
    it(`${locale} has every English key, no other, and the same placeholders`, async () => {
      expect(tableProblems(locale, ENGLISH, await loadTable(locale))).toEqual([]);
    });
  }

  it('is translated, apart from names and a few shared words', async () => {
    // A table copied from English would pass the checks above: most of its messages must differ from English.
    for (const locale of LOCALES.filter((each): each is Exclude<Locale, 'en'> => each !== 'en')) {
      const table = await loadTable(locale);
      const same = Object.keys(ENGLISH).filter(
        (key) => JSON.stringify(table[key]) === JSON.stringify(ENGLISH[key]),
      );
      expect(same.length, `${locale} keeps ${same.join(', ')}`).toBeLessThan(
        Object.keys(ENGLISH).length / 10,
      );
    }
  });
});
