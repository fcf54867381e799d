import { readFileSync, statSync } from 'node:fs';
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { GADGET_PHOTO_MAX_BYTES } from '@ijara/contract';
import { CATALOGUE_FILE_MAX } from '../catalogue-file/format';
import type { OpsCommand, OpsRequest } from '../modules/ops/commands';

export const USAGE = `Usage: npm run ops -- <command> [options]

Commands:
  handovers [--office <id>]                            subscriptions waiting for hand-over, by office and date
  handover <subscription> --serial <serial> --id-checked
                                                       hand the device over (after checking a physical ID)
  return <subscription> [--condition ok|damaged]       receive the device back and close the subscription
  forbid <phone>                                       forbid the client (no POST calls)
  allow <phone>                                        clear the client's forbidden flag
  client <phone>                                       the client's subscriptions, payments, cards and points
  erase-preview <phone>                                what the erasure of this client's personal data would
                                                       erase, and what it keeps (changes nothing)
  gadget-image <gadget> <file>                         set the gadget's only photo, replacing the ones it has
                                                       (slug or id; a JPEG, PNG or WebP file of at most 10 MB,
                                                       at least 320 px wide)
  staff-add <email> --name <name> --role operator|manager|admin [--office <id>]
                                                       add a person to the staff app and print their one-time
                                                       set-up link (24 h); the first admin starts here
  catalogue-export [file]                              the whole catalogue as a JSON file (to stdout without
                                                       a file)
  catalogue-import <file>                              load a catalogue file: all of it or, when a line is
                                                       wrong, nothing (each problem named by its line)

Options:
  --operator <name>   who you are, for the audit log (default: OPS_OPERATOR, else your OS user)
  --json              print the api's answer as JSON

Environment: OPS_URL (default http://127.0.0.1:$PORT, PORT 3000), OPS_TOKEN (default: the token the
api wrote to OPS_TOKEN_FILE, data/ops-token, in development).`;

/** A command line that cannot be sent; the CLI prints the message and the usage and exits with 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export interface Invocation<C extends OpsCommand = OpsCommand> {
  command: C;
  body: OpsRequest<C>;
  json: boolean;
  /** catalogue-export: the file the catalogue goes to; none: standard output. */
  output?: string;
}

const OPTIONS = {
  office: { type: 'string' },
  serial: { type: 'string' },
  'id-checked': { type: 'boolean' },
  condition: { type: 'string' },
  name: { type: 'string' },
  role: { type: 'string' },
  operator: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Which options each command takes (the others are refused, so a typo is not silently ignored). */
const ALLOWED: Record<OpsCommand, string[]> = {
  handovers: ['office'],
  handover: ['serial', 'id-checked'],
  return: ['condition'],
  forbid: [],
  allow: [],
  client: [],
  'erase-preview': [],
  'gadget-image': [],
  'staff-add': ['name', 'role', 'office'],
  'catalogue-export': [],
  'catalogue-import': [],
};

function positiveId(value: string | undefined, what: string): number {
  if (value === undefined || !/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647) {
    throw new UsageError(`${what} must be a number, e.g. 42`);
  }
  return Number(value);
}

function isCommand(value: string | undefined): value is OpsCommand {
  return value !== undefined && Object.hasOwn(ALLOWED, value);
}

const MB = 1024 * 1024;

/** The photo file as base64, refused here when it cannot be read or is too large to send. */
function readPhoto(file: string): string {
  let size: number;
  try {
    const stat = statSync(file);
    if (!stat.isFile()) throw new UsageError(`${file} is not a file`);
    size = stat.size;
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? 'error'}`);
  }
  if (size === 0) throw new UsageError(`${file} is empty`);
  if (size > GADGET_PHOTO_MAX_BYTES) {
    throw new UsageError(
      `${file} is ${(size / MB).toFixed(1)} MB; a photo may be at most ${GADGET_PHOTO_MAX_BYTES / MB} MB`,
    );
  }
  return readFileSync(file).toString('base64');
}

/** A catalogue file's text, refused here when it cannot be read or is too large to send. */
function readCatalogueFile(file: string): string {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? 'error'}`);
  }
  if (text.trim() === '') throw new UsageError(`${file} is empty`);
  if (text.length > CATALOGUE_FILE_MAX) {
    throw new UsageError(`${file} is larger than a catalogue file may be (${CATALOGUE_FILE_MAX / MB} MB)`);
  }
  return text;
}

export function operatorName(given: string | undefined, env: NodeJS.ProcessEnv): string {
  const name = given ?? env.OPS_OPERATOR ?? userInfo().username;
  if (!name.trim()) throw new UsageError('--operator must not be empty');
  return name.trim();
}

/** argv (after the script name) → the command and its body; throws UsageError for anything wrong. */
export function parseInvocation(argv: string[], env: NodeJS.ProcessEnv = process.env): Invocation | 'help' {
  let parsed: ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) return 'help';
  if (positionals.length === 0) throw new UsageError('name a command');
  const [command, target, ...extra] = positionals;
  if (!isCommand(command)) throw new UsageError(`unknown command "${command}"`);
  // gadget-image alone takes a second argument, the file.
  const file = command === 'gadget-image' ? extra.shift() : undefined;
  if (extra.length > 0) throw new UsageError(`unexpected argument "${extra[0]}"`);
  const given = Object.keys(values).filter((name) => !['operator', 'json', 'help'].includes(name));
  const stray = given.find((name) => !ALLOWED[command].includes(name));
  if (stray) throw new UsageError(`${command} does not take --${stray}`);
  const operator = operatorName(values.operator, env);
  const json = values.json ?? false;

  switch (command) {
    case 'handovers': {
      if (target !== undefined) throw new UsageError(`unexpected argument "${target}"`);
      const office = values.office === undefined ? {} : { office: positiveId(values.office, '--office') };
      return { command, body: { operator, ...office }, json };
    }
    case 'handover': {
      const subscriptionID = positiveId(target, 'the subscription');
      if (!values.serial?.trim()) throw new UsageError('handover needs --serial <serial>');
      if (!values['id-checked']) {
        throw new UsageError("check the client's physical ID, then repeat with --id-checked");
      }
      return { command, body: { operator, subscriptionID, serial: values.serial, idChecked: true }, json };
    }
    case 'return': {
      const subscriptionID = positiveId(target, 'the subscription');
      const condition = values.condition ?? 'ok';
      if (condition !== 'ok' && condition !== 'damaged') {
        throw new UsageError('--condition must be ok or damaged');
      }
      return { command, body: { operator, subscriptionID, condition }, json };
    }
    case 'gadget-image': {
      if (!target || !file)
        throw new UsageError('gadget-image needs a gadget and a file, e.g. iphone-16 photo.jpg');
      return { command, body: { operator, gadget: target, image: readPhoto(file) }, json };
    }
    case 'catalogue-export':
      return { command, body: { operator }, json, ...(target === undefined ? {} : { output: target }) };
    case 'catalogue-import': {
      if (!target) throw new UsageError('catalogue-import needs a file, e.g. catalogue.json');
      return { command, body: { operator, file: readCatalogueFile(target) }, json };
    }
    case 'staff-add': {
      if (!target) throw new UsageError('staff-add needs an e-mail, e.g. aida@example.kg');
      if (!values.name?.trim()) throw new UsageError('staff-add needs --name <name>');
      const role = values.role;
      if (role !== 'operator' && role !== 'manager' && role !== 'admin') {
        throw new UsageError('--role must be operator, manager or admin');
      }
      const offices = values.office === undefined ? [] : [positiveId(values.office, '--office')];
      return { command, body: { operator, email: target, name: values.name, role, offices }, json };
    }
    default: {
      if (!target) throw new UsageError(`${command} needs a phone number, e.g. 996555123456`);
      return { command, body: { operator, phone: target }, json };
    }
  }
}
