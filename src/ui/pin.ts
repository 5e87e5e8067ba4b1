// A seat's optional 4-digit PIN is kept only as a salted hash ("salt$sha256"), so an exported
// save or a look at the database does not give it away at a glance.
async function digest(salt: string, pin: string): Promise<string> {
  const data = new TextEncoder().encode(`passamano:${salt}:${pin}`);
  const d = await crypto.subtle.digest('SHA-256', data);
  return Array.from(new Uint8Array(d), (b) => b.toString(16).padStart(2, '0')).join('');
}

export async function makePinHash(pin: string): Promise<string> {
  const salt = Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('');
  return `${salt}$${await digest(salt, pin)}`;
}

export async function checkPin(pin: string, stored: string): Promise<boolean> {
  const [salt, hash] = stored.split('$');
  return !!salt && !!hash && (await digest(salt, pin)) === hash;
}

export function isValidPin(pin: string): boolean {
  return /^\d{4}$/.test(pin);
}
