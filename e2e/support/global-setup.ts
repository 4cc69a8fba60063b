import { startStack } from './stack';

export default async function globalSetup() {
  const processes = await startStack();
  return async () => {
    for (const child of processes) child.kill('SIGTERM');
  };
}
