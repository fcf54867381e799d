import { request } from 'node:http';
import { API_PREFIX } from '@ijara/contract';
import { signedHeaders } from './request';

export interface ProxyAnswer {
  status: number;
  json: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * A signed call on a connection of its own, so a round-robin proxy hands every call to the next
 * process. A refused or dropped connection rejects.
 */
export function proxyCall(
  port: number,
  path: string,
  body?: unknown,
  token?: string,
  { ip = '10.2.2.2', headers = {} }: { ip?: string; headers?: Record<string, string> } = {},
) {
  const text = body === undefined ? '' : JSON.stringify(body);
  return new Promise<ProxyAnswer>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: `${API_PREFIX}${path}`,
        method: body === undefined ? 'GET' : 'POST',
        agent: false,
        headers: {
          ...signedHeaders(text),
          'x-forwarded-for': ip,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
      },
      (res) => {
        let data = '';
        res.on('data', (chunk) => {
          data += chunk;
        });
        res.on('error', reject);
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode ?? 0, json: JSON.parse(data || '{}'), headers: res.headers });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    req.setTimeout(20_000, () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(text);
  });
}
