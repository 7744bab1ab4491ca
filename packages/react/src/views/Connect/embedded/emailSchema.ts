// The e-mail schema behind a module of react's own, so EmailField loads only it (and zod) with import().
export { EmailSchema } from '@gangway/protocol';
