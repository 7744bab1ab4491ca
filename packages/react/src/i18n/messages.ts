// The shape of every locale's table, typed from the English tables: a locale that lacks a key, has one English
// lacks, or misses a parameter in a call is a type error.
import type { MessageParams } from '@gangway/protocol';
import type { CORE_MESSAGES } from './en/coreMessages.ts';
import type { INITIAL_MESSAGES } from './en/initialMessages.ts';
import type { VIEW_MESSAGES } from './en/viewMessages.ts';

/** A message with CLDR plural forms; the form is chosen by its first number parameter. */
export type PluralForms = { readonly other: string } & {
  readonly [Form in Exclude<Intl.LDMLPluralRule, 'other'>]?: string;
};
export type Translation = string | PluralForms;

export type EnglishMessages = typeof INITIAL_MESSAGES & typeof VIEW_MESSAGES & typeof CORE_MESSAGES;
export type MessageKey = keyof EnglishMessages;
export type InitialKey = keyof typeof INITIAL_MESSAGES;
export type ViewKey = InitialKey | keyof typeof VIEW_MESSAGES;

/** A locale's table: exactly the keys of the English tables. */
export type LocaleMessages = { readonly [Key in MessageKey]: Translation };

type Placeholders<Text> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;
type TemplateOf<M> = M extends string ? M : M extends { readonly other: infer Other } ? Other : never;

/** The arguments after the key: none for a plain text, the named values for a template. */
export type ParamsArgs<Key extends MessageKey> =
  string extends TemplateOf<EnglishMessages[Key]>
    ? [params?: MessageParams]
    : [Placeholders<TemplateOf<EnglishMessages[Key]>>] extends [never]
      ? []
      : [params: Readonly<Record<Placeholders<TemplateOf<EnglishMessages[Key]>>, string | number>>];

export type Translate<Key extends MessageKey> = <K extends Key>(key: K, ...params: ParamsArgs<K>) => string;
