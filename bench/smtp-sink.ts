/**
 * The loopback SMTP sink of `npm run bench:delivery`, run in its own process: a real SMTP server (greeting,
 * EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT; PIPELINING advertised and honoured) that reads every byte
 * of every message up to the terminating <CRLF>.<CRLF>, counts messages and bytes, and discards them.
 *
 * Written by hand rather than with smtp-server (which the tests' sink uses, to parse what it receives):
 * smtp-server runs each message through a per-byte dot-unstuffing stream, a session object and a logger,
 * which made the fixture, not Tidings, the bottleneck of a 2-core benchmark. Here the end of the data is
 * found with Buffer.indexOf (native), so the sink costs little more than the kernel's socket copies — the
 * engine and raw nodemailer are measured against the same sink in the same run.
 *
 * Protocol on stdio: prints "port N" once listening; each line written to its stdin is answered with
 * "count <messages> <bytes>".
 */
import net from "node:net";

const END = Buffer.from("\r\n.\r\n");
let messages = 0;
let bytes = 0;

const server = net.createServer((socket) => {
  socket.setNoDelay(true);
  let inData = false;
  /** the last bytes of the message so far (an end marker may straddle two chunks) */
  let tail = Buffer.alloc(0);
  /** a command line not yet terminated */
  let partial = "";
  socket.write("220 bench-sink ESMTP\r\n");
  socket.on("data", (chunk: Buffer) => {
    let off = 0;
    let reply = "";
    while (off < chunk.length) {
      if (inData) {
        let end = -1;
        if (tail.length > 0) {
          const i = Buffer.concat([tail, chunk.subarray(off, off + END.length - 1)]).indexOf(END);
          if (i >= 0) end = off + i - tail.length + END.length;
        }
        if (end < 0) {
          const i = chunk.indexOf(END, off);
          if (i >= 0) end = i + END.length;
        }
        if (end < 0) {
          bytes += chunk.length - off;
          const keep = Buffer.concat([tail, chunk.subarray(off)]);
          tail = Buffer.from(keep.subarray(Math.max(0, keep.length - (END.length - 1))));
          off = chunk.length;
          break;
        }
        bytes += end - off;
        off = end;
        inData = false;
        tail = Buffer.alloc(0);
        messages++;
        reply += "250 2.0.0 OK: queued\r\n";
        continue;
      }
      const nl = chunk.indexOf(10, off);
      if (nl < 0) {
        partial += chunk.toString("latin1", off);
        if (partial.length > 4096) socket.destroy();
        break;
      }
      const line = (partial + chunk.toString("latin1", off, nl)).replace(/\r$/, "");
      partial = "";
      off = nl + 1;
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === "EHLO")
        reply += "250-bench-sink\r\n250-PIPELINING\r\n250-8BITMIME\r\n250-SMTPUTF8\r\n250 SIZE 52428800\r\n";
      else if (verb === "HELO") reply += "250 bench-sink\r\n";
      else if (verb === "MAIL" || verb === "RCPT" || verb === "RSET" || verb === "NOOP")
        reply += "250 2.0.0 OK\r\n";
      else if (verb === "DATA") {
        reply += "354 End data with <CR><LF>.<CR><LF>\r\n";
        inData = true;
        tail = Buffer.from("\r\n"); // the DATA line's CRLF: an empty message is just ".\r\n"
      } else if (verb === "QUIT") {
        socket.end(`${reply}221 2.0.0 Bye\r\n`);
        return;
      } else reply += "502 5.5.2 Command not implemented\r\n";
    }
    if (reply) socket.write(reply);
  });
  socket.on("error", () => {});
});

server.listen(0, "127.0.0.1", () => {
  process.stdout.write(`port ${(server.address() as net.AddressInfo).port}\n`);
});
process.stdin.on("data", () => process.stdout.write(`count ${messages} ${bytes}\n`));
process.stdin.on("end", () => process.exit(0));
process.on("SIGTERM", () => process.exit(0));
