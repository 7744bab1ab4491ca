// The PKCS#11 key wrapper against a real token (SoftHSM): the key is made inside it and cannot be read out; data keys
// wrap and unwrap only with their context and only with the key that wrapped them; the configuration's mistakes are
// named by field, the PIN never.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pkcs11Config, useSoftHsm } from '../../../test/helpers/softHsm.ts';
import { ConfigError } from '../../config/configError.ts';
import { openKeyWrappers } from './KeyWrappers.ts';
import { createPkcs11Key, Pkcs11KeyWrapper } from './Pkcs11KeyWrapper.ts';
import { openPkcs11Session } from './pkcs11Session.ts';

const token = useSoftHsm('PKCS#11 key wrapper tests');
const FIELD = 'embedded.pkcs11';

describe.skipIf(!token)('PKCS#11 key wrapper on SoftHSM', () => {
  const soft = token as NonNullable<typeof token>;

  it('makes a key in the token once, sensitive and not extractable', async () => {
    const config = pkcs11Config(soft);
    expect(await createPkcs11Key(config, FIELD)).toEqual({ created: true });
    expect(await createPkcs11Key(config, FIELD)).toEqual({ created: false });
    const session = await openPkcs11Session(config, FIELD);
    try {
      const key = session.findKey(config.keyLabel) as Buffer;
      const { api, handle } = session;
      const raw = api as unknown as {
        C_GetAttributeValue(session: Buffer, key: Buffer, template: { type: number }[]): { value?: Buffer }[];
      };
      const constants = session.constants as unknown as Record<string, number>;
      expect(() => raw.C_GetAttributeValue(handle, key, [{ type: constants.CKA_VALUE as number }])).toThrow(
        /CKR_ATTRIBUTE_SENSITIVE/,
      );
      const [extractable] = raw.C_GetAttributeValue(handle, key, [
        { type: constants.CKA_EXTRACTABLE as number },
      ]);
      expect(extractable?.value?.[0]).toBe(0);
    } finally {
      await session.close();
    }
  });

  it('wraps inside the token: the context and the key must match to unwrap', async () => {
    const [one, two] = [pkcs11Config(soft), pkcs11Config(soft)];
    await Promise.all([createPkcs11Key(one, FIELD), createPkcs11Key(two, FIELD)]);
    const first = await Pkcs11KeyWrapper.open(one, FIELD);
    const second = await Pkcs11KeyWrapper.open(two, FIELD);
    try {
      expect(first.id).toMatch(new RegExp(`^pkcs11:${one.keyLabel}:[0-9a-f]{6}$`));
      expect(second.id).not.toBe(first.id);
      const dataKey = randomBytes(32);
      const wrapped = await first.wrap(dataKey, 'user-1');
      expect(Buffer.from(wrapped).includes(dataKey)).toBe(false);
      expect(Buffer.from(await first.unwrap(wrapped, 'user-1'))).toEqual(dataKey);
      await expect(first.unwrap(wrapped, 'user-2')).rejects.toThrow();
      await expect(second.unwrap(wrapped, 'user-1')).rejects.toThrow();
      const tampered = Buffer.from(wrapped);
      tampered[20] = (tampered[20] as number) ^ 1;
      await expect(first.unwrap(tampered, 'user-1')).rejects.toThrow();
      // Two wrappers share the library: closing one leaves the other working.
      await second.close();
      expect(Buffer.from(await first.unwrap(wrapped, 'user-1'))).toEqual(dataKey);
    } finally {
      await first.close();
    }
  });

  it('names the field at fault and never the PIN', async () => {
    const config = pkcs11Config(soft);
    const failure = (promise: Promise<unknown>) =>
      promise.then(
        () => {
          throw new Error('expected a refusal');
        },
        (error: unknown) => error as Error,
      );
    const noKey = await failure(Pkcs11KeyWrapper.open(config, FIELD));
    expect(noKey).toBeInstanceOf(ConfigError);
    expect(noKey.message).toMatch(/^embedded\.pkcs11\.keyLabel: .*pkcs11 create-key/);
    const noToken = await failure(Pkcs11KeyWrapper.open({ ...config, tokenLabel: 'no-such-token' }, FIELD));
    expect(noToken.message).toMatch(
      /^embedded\.pkcs11\.tokenLabel: no token labelled "no-such-token" \(tokens: /,
    );
    const wrongPin = 'wrong-pin-4711';
    const refused = await failure(Pkcs11KeyWrapper.open({ ...config, pin: wrongPin }, FIELD));
    expect(refused.message).toMatch(/^embedded\.pkcs11\.pin: .*CKR_PIN_INCORRECT/);
    expect(refused.message).not.toContain(wrongPin);
    const noLibrary = await failure(
      Pkcs11KeyWrapper.open({ ...config, library: '/nonexistent/lib.so' }, FIELD),
    );
    expect(noLibrary.message).toMatch(/^embedded\.pkcs11\.library: cannot load \/nonexistent\/lib\.so/);
  });

  it('refuses an additional wrapper that is the current one', async () => {
    const config = pkcs11Config(soft);
    await createPkcs11Key(config, FIELD);
    const wrapper = { kind: 'pkcs11' as const, ...config };
    await expect(openKeyWrappers({ current: wrapper, additional: wrapper })).rejects.toThrow(
      'embedded.additionalKeyWrapper: it is the same key as the current wrapper',
    );
    const local = { kind: 'local' as const, keyEncryptionKey: randomBytes(32).toString('base64url') };
    const wrappers = await openKeyWrappers({ current: wrapper, additional: local });
    try {
      expect(wrappers.byId(wrappers.current.id)).toBe(wrappers.current);
      expect(wrappers.byId(wrappers.additional?.id as string)).toBe(wrappers.additional);
      expect(() => wrappers.byId('local:0000')).toThrow('which this server is not configured with');
    } finally {
      await wrappers.close();
    }
  });
});
