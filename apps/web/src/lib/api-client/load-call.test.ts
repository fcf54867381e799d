// @vitest-environment node
import { CALL_PATHS, type CallName } from '@ijara/contract';
import { describe, expect, it } from 'vitest';
import { loadCall } from './load-call';

describe('loadCall', () => {
  it('finds the module of every call of the contract, with its path', async () => {
    for (const name of Object.keys(CALL_PATHS) as CallName[]) {
      const call = await loadCall(name);
      expect(call.name).toBe(name);
      expect(call.path).toBe(CALL_PATHS[name]);
      expect(typeof call.response.safeParse).toBe('function');
    }
  });

  it('refuses a name the contract does not have', async () => {
    await expect(loadCall('noSuchCall' as CallName)).rejects.toThrow(
      'The contract has no module for the call noSuchCall',
    );
  });
});
