import { startProductionStack } from './production-stack';

export default async function productionSetup() {
  return startProductionStack();
}
