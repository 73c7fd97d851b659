/** @jsonresume/schema ships no types. Build-time and tests only: never imported by browser code. */
declare module '@jsonresume/schema' {
  /** A jsonschema ValidationError. */
  export interface SchemaError {
    path: (string | number)[];
    property: string;
    name: string;
    argument: unknown;
    message: string;
    stack: string;
    instance: unknown;
  }
  export function validate(resume: unknown, callback: (errors: SchemaError[] | null, valid: boolean) => void): void;
  export const schema: object;
}
