// The baseline of the framework tax: a raw node:http hello world, JSON, keep-alive (its own process).
import http from 'node:http';

const body = JSON.stringify({ hello: 'world' });
const server = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
});
server.listen(Number(process.argv[2] ?? 0), '127.0.0.1', () => process.stdout.write(`ready ${server.address().port}\n`));
