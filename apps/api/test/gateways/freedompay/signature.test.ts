import { describe, expect, it } from 'vitest';
import { formFields } from '../../../src/gateways/freedompay/callbacks';
import { fromSom, toSom } from '../../../src/gateways/freedompay/money';
import { scriptName, signature, signatureValid } from '../../../src/gateways/freedompay/signature';
import { parseXmlMessage } from '../../../src/gateways/freedompay/xml';

/**
 * Vectors from the documentation's examples (docs/decisions/024): the nested XML example gives the
 * joined string in full; the others give it with {{placeholders}}, filled here with merchant 9970 and
 * secret "test-secret-key". The hex digests are md5sum of those strings, computed outside this code.
 */
describe('Freedom Pay pg_sig', () => {
  it('signs the documented nested XML example (paybox.money merchant-to-paybox)', () => {
    const xml = `<?xml version="1.0" encoding="utf-8"?>
<request>
  <pg_salt>9imM909TH820jwk387</pg_salt>
  <pg_t_param>value3</pg_t_param>
  <pg_a_param>value1</pg_a_param>
  <pg_z_param>
    <pg_q_subparam>subvalue2</pg_q_subparam>
    <pg_m_subparam>subvalue1</pg_m_subparam>
  </pg_z_param>
  <pg_b_param>value2</pg_b_param>
</request>`;
    const fields = parseXmlMessage(xml);
    if (!fields) throw new Error('not parsed');
    // md5('script.php;value1;value2;9imM909TH820jwk387;value3;subvalue1;subvalue2;mypasskey')
    expect(signature(scriptName('http://domain.com/path/to/script.php'), fields, 'mypasskey')).toBe(
      'a8a4d5a9188f24038a14a4d65c387bf7',
    );
  });

  it('signs the documented tokenisation request (cardstorage/add → script "add")', () => {
    const fields = {
      pg_merchant_id: '9970',
      pg_user_id: '1234',
      pg_post_link: 'http://site.kz/post',
      pg_back_link: 'http://site.kz/back',
      pg_salt: 'some random string',
    };
    const script = scriptName('https://api.freedompay.kg/v1/merchant/9970/cardstorage/add');
    expect(script).toBe('add');
    // md5('add;http://site.kz/back;9970;http://site.kz/post;some random string;1234;test-secret-key')
    expect(signature(script, fields, 'test-secret-key')).toBe('86069cecc19b97778026cab0c5740e9a');
  });

  it('signs the documented init_payment.php example and the status request', () => {
    const init = {
      pg_order_id: '23',
      pg_merchant_id: '9970',
      pg_amount: '25',
      pg_description: 'test',
      pg_salt: 'molbulak',
    };
    // md5('init_payment.php;25;test;9970;23;molbulak;test-secret-key')
    expect(signature('init_payment.php', init, 'test-secret-key')).toBe('e4a5de45777f5103f9d772ec049878f8');
    const status = {
      pg_merchant_id: '9970',
      pg_payment_id: '123456789',
      pg_order_id: '00102',
      pg_salt: 'some random string',
    };
    // md5('get_status3.php;9970;00102;123456789;some random string;test-secret-key')
    expect(
      signature(scriptName('https://api.freedompay.kg/get_status3.php?x=1'), status, 'test-secret-key'),
    ).toBe('2600851ea688dabd17de9624ba26fb71');
  });

  it('leaves pg_sig out, checks a signature and refuses a changed field or another key', () => {
    const fields = { pg_amount: '25', pg_salt: 'abc' } as Record<string, string>;
    fields.pg_sig = signature('result', fields, 'key-one-1');
    expect(signatureValid('result', fields, 'key-one-1')).toBe(true);
    expect(signatureValid('result', { ...fields, pg_amount: '26' }, 'key-one-1')).toBe(false);
    expect(signatureValid('result', fields, 'key-two-2')).toBe(false);
    expect(signatureValid('init', fields, 'key-one-1')).toBe(false);
    expect(signatureValid('result', { pg_amount: '25', pg_salt: 'abc' }, 'key-one-1')).toBe(false);
  });

  it('keeps repeated form fields in the order sent', () => {
    expect(formFields('b=2&a=1&a=0')).toEqual({ b: '2', a: ['1', '0'] });
    // md5 over "s;1;0;2;k": the two a's in message order, then b.
    expect(signature('s', formFields('b=2&a=1&a=0'), 'k')).toBe(
      signature('s', { a: ['1', '0'], b: '2' }, 'k'),
    );
  });

  it('writes tyiyn as som and reads som back', () => {
    expect([toSom(250_000), toSom(250_050), toSom(250_005), toSom(1)]).toEqual([
      '2500',
      '2500.5',
      '2500.05',
      '0.01',
    ]);
    expect([fromSom('2500'), fromSom('2500.5'), fromSom('-10'), fromSom('1e3'), fromSom('')]).toEqual([
      250_000,
      250_050,
      1_000,
      null,
      null,
    ]);
  });
});
