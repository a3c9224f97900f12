import { createServer, type Server } from 'node:net';

/**
 * Just enough SMTP for nodemailer: greets, accepts every command and collects each DATA block in
 * `received`. With `refuseFirst`, the first message is answered 451 (try again later) and not
 * collected, as a mail server that is briefly unwell. Shared by the API and replica tests.
 */
export function fakeSmtpServer(received: string[], { refuseFirst = false } = {}): Server {
  let refused = !refuseFirst;
  return createServer((socket) => {
    let buffer = '';
    let data: string[] | undefined;
    socket.write('220 fake.example ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      let end;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line !== '.') data.push(line);
          else if (!refused) {
            refused = true;
            data = undefined;
            socket.write('451 try again later\r\n');
          } else {
            received.push(data.join('\n'));
            data = undefined;
            socket.write('250 queued\r\n');
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-fake.example\r\n250 8BITMIME\r\n');
        else if (verb === 'DATA') {
          data = [];
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
}
