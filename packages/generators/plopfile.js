// `pnpm gen <generator>` (from the repository's root) runs these with the repository as the destination.
import { registerScreenGenerator } from './src/screen.js';

/** @param {import('node-plop').NodePlopAPI} plop */
export default function generators(plop) {
  registerScreenGenerator(plop);
}
