const ENTER = new Set(['\r', '\n', '\u0004']);
const CTRL_C = '\u0003';
const BACKSPACE = new Set(['\u007f', '\b']);

/** Reads a line from the terminal without echoing it. Only for a TTY stdin. */
function readHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  return new Promise((resolve, reject) => {
    let typed = '';
    const finish = (outcome: () => void) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write('\n');
      outcome();
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (ENTER.has(char)) return finish(() => resolve(typed));
        if (char === CTRL_C) return finish(() => reject(new Error('Cancelled.')));
        typed = BACKSPACE.has(char) ? typed.slice(0, -1) : typed + char;
      }
    };
    process.stderr.write(question);
    stdin.setEncoding('utf8');
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on('data', onData);
  });
}

/** Asks twice, as a typo in a password nobody can see would lock the new admin out. */
export async function askNewPassword(): Promise<string> {
  const password = await readHidden('Password: ');
  const again = await readHidden('Password (again): ');
  if (password !== again) throw new Error('The passwords do not match.');
  return password;
}
