import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * One port in front of several api processes, as a load balancer: each new TCP connection goes to the
 * next backend in turn, bytes piped both ways.
 */
export class RoundRobinProxy {
  private next = 0;
  private readonly server: Server;
  private readonly sockets = new Set<Socket>();

  constructor(private readonly backends: number[]) {
    this.server = createServer((client) => {
      const port = this.backends[this.next++ % this.backends.length] ?? 0;
      const upstream = connect(port, '127.0.0.1');
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
  }

  listen(): Promise<number> {
    return new Promise((resolve) => {
      this.server.listen(0, '127.0.0.1', () => {
        const address = this.server.address();
        resolve(typeof address === 'object' && address ? address.port : 0);
      });
    });
  }

  close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
