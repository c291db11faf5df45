/**
 * Preloaded into a server by pglite-memory.ts (`node --import`): on SIGUSR2 it writes the process's
 * process.memoryUsage() to $MEMORY_PROBE_OUT, the split of its RSS that only the process itself can see.
 */
import { writeFileSync } from 'node:fs';

process.on('SIGUSR2', () => {
  if (process.env.MEMORY_PROBE_OUT) writeFileSync(process.env.MEMORY_PROBE_OUT, JSON.stringify(process.memoryUsage()));
});
