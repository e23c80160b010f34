import Ajv2020 from 'ajv/dist/2020';
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { document, operationById } from './spec';
import { COMPONENT_REF, CONTRACT_ID, rebaseRefs, vendorKeywords } from '@hoj/core/contract/schemaRefs';

/**
 * Jackson writes `2026-11-21T08:00:00.000+0000` (no colon in the offset), which RFC 3339 `date-time` rejects.
 * Accept both forms, with a real calendar date and time.
 */
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d{1,9})?(?:Z|[+-](\d{2}):?(\d{2}))$/i;

export function isLenientDateTime(value: string): boolean {
  const m = DATE_TIME.exec(value);
  if (!m) return false;
  const [year, month, day, hour, minute, second, offsetHours, offsetMinutes] = m
    .slice(1)
    .map((part) => (part === undefined ? 0 : Number(part)));
  if (year === undefined || month === undefined || day === undefined) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    (hour ?? 0) < 24 &&
    (minute ?? 0) < 60 &&
    (second ?? 0) < 60 &&
    (offsetHours ?? 0) < 24 &&
    (offsetMinutes ?? 0) < 60
  );
}

function createAjv(): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
  addFormats(ajv);
  ajv.addFormat('date-time', { type: 'string', validate: isLenientDateTime });
  ajv.addVocabulary([...vendorKeywords(document.components.schemas)]);
  ajv.addSchema({ $id: CONTRACT_ID, $defs: rebaseRefs(document.components.schemas) });
  return ajv;
}

let ajv: Ajv2020 | undefined;
const validators = new Map<string, ValidateFunction>();

function validatorFor(key: string, schema: () => unknown): ValidateFunction {
  ajv ??= createAjv();
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(rebaseRefs(schema()) as object);
    validators.set(key, validate);
  }
  return validate;
}

function describe(errors: readonly ErrorObject[]): string[] {
  return errors.slice(0, 3).map((e) => {
    const where = e.instancePath || '(root)';
    const allowed = e.keyword === 'enum' ? ` ${JSON.stringify(e.params.allowedValues)}` : '';
    return `${where} ${e.message ?? e.keyword}${allowed}`;
  });
}

/**
 * Checks an answer body against the contract. HTTP 200 with body status 200 must match the operation's 200
 * schema; every error answer (body status ≠ 200 or HTTP ≥ 400) must be an `ErrorResult`. Returns the first
 * schema errors, or an empty list when the body conforms.
 */
export function contractErrors(operationId: string, httpStatus: number, body: unknown): string[] {
  const op = operationById(operationId);
  if (!op) return [`${operationId} is not an operation of the contract`];
  const bodyStatus =
    typeof body === 'object' && body !== null && 'status' in body
      ? (body as { status: unknown }).status
      : undefined;
  const success = httpStatus === 200 && bodyStatus === 200;
  if (success && op.successSchema === undefined)
    return [`${operationId} has no JSON 200 answer in the contract`];
  const validate = success
    ? validatorFor(`${operationId}:200`, () => op.successSchema)
    : validatorFor('ErrorResult', () => ({ $ref: `${COMPONENT_REF}ErrorResult` }));
  return validate(body) ? [] : describe(validate.errors ?? []);
}

/** Checks one event of a `text/event-stream` answer against the operation's `x-item-schema`. */
export function streamItemErrors(operationId: string, item: unknown): string[] {
  const op = operationById(operationId);
  if (!op) return [`${operationId} is not an operation of the contract`];
  if (op.itemSchema === undefined) return [`${operationId} has no event-stream items in the contract`];
  const validate = validatorFor(`${operationId}:item`, () => op.itemSchema);
  return validate(item) ? [] : describe(validate.errors ?? []);
}
