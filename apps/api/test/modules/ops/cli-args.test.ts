import { describe, expect, it } from 'vitest';
import { parseInvocation, UsageError } from '../../../src/cli/ops-args';

const env = { OPS_OPERATOR: 'Aida' };

describe('the ops command line', () => {
  it('turns each command into its body, naming the operator', () => {
    expect(parseInvocation(['handovers', '--office', '2'], env)).toEqual({
      command: 'handovers',
      body: { operator: 'Aida', office: 2 },
      json: false,
    });
    expect(parseInvocation(['handover', '12', '--serial', 'IJ-BSK-011-01', '--id-checked'], env)).toEqual({
      command: 'handover',
      body: { operator: 'Aida', subscriptionID: 12, serial: 'IJ-BSK-011-01', idChecked: true },
      json: false,
    });
    expect(
      parseInvocation(['return', '12', '--condition', 'damaged', '--operator', 'Bakyt', '--json'], env),
    ).toEqual({
      command: 'return',
      body: { operator: 'Bakyt', subscriptionID: 12, condition: 'damaged' },
      json: true,
    });
    expect(parseInvocation(['client', '0555123456'], env)).toMatchObject({ body: { phone: '0555123456' } });
    expect(parseInvocation(['erase-preview', '+996 555 123 456'], env)).toEqual({
      command: 'erase-preview',
      body: { operator: 'Aida', phone: '+996 555 123 456' },
      json: false,
    });
    expect(parseInvocation(['--help'], env)).toBe('help');
  });

  it.each([
    [[], /name a command/],
    [['launch'], /unknown command "launch"/],
    [['handover', '12', '--serial', 'X'], /--id-checked/],
    [['handover', '12', '--id-checked'], /--serial/],
    [['handover', 'twelve', '--serial', 'X', '--id-checked'], /subscription must be a number/],
    [['return'], /subscription must be a number/],
    [['return', '1', '--condition', 'lost'], /ok or damaged/],
    [['forbid'], /needs a phone number/],
    [['erase-preview'], /needs a phone number/],
    [['allow', '996555123456', 'extra'], /unexpected argument "extra"/],
    [['client', '996555123456', '--serial', 'X'], /client does not take --serial/],
    [['handovers', '--office', '0'], /--office must be a number/],
    [['handovers', '--colour', 'red'], /Unknown option '--colour'/],
    [['client', '1', '--operator', ' '], /--operator must not be empty/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseInvocation(argv, env)).toThrow(UsageError);
    expect(() => parseInvocation(argv, env)).toThrow(message);
  });
});
