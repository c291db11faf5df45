import { isMutationName, MUTATIONS, type MutationArgs, type MutationName } from '@contract';
import { AppError } from '../lib/app-error';
import { parseInput } from '../lib/parse';
import { createClass } from '../services/classes/create-class';
import { deleteClass } from '../services/classes/delete-class';
import { updateClass } from '../services/classes/update-class';
import type { AuthedContext } from '../services/context';
import { createStudent } from '../services/students/create-student';
import { deleteStudent } from '../services/students/delete-student';
import { updateStudent } from '../services/students/update-student';
import { WEBSITE_MUTATORS } from '../services/website/website-mutators';
import { CLASS_CHAT_MUTATORS } from '../services/class-chat/class-chat-mutators';
import { createFileRecord } from '../services/uploads/create-file-record';
import { deleteFileRecord } from '../services/uploads/delete-file-record';

type Mutator<N extends MutationName> = (ctx: AuthedContext, args: MutationArgs<N>) => Promise<unknown>;

/** Mutation name → the service its REST route runs; push runs the very same one. */
const MUTATORS: { [N in MutationName]: Mutator<N> } = {
  'class.create': createClass,
  'class.update': updateClass,
  'class.delete': deleteClass,
  'student.create': createStudent,
  'student.update': updateStudent,
  'student.delete': deleteStudent,
  ...WEBSITE_MUTATORS,
  'file.create': createFileRecord,
  'file.delete': deleteFileRecord,
  ...CLASS_CHAT_MUTATORS,
};

/** Validates the args with the contract schema and runs the mutation's service. Call inside a transaction. */
export function runMutation(ctx: AuthedContext, name: string, rawArgs: unknown): Promise<unknown> {
  if (!isMutationName(name)) throw AppError.badRequest('不支持的操作');
  const args = parseInput(MUTATIONS[name], rawArgs);
  return (MUTATORS[name] as Mutator<typeof name>)(ctx, args as never);
}
