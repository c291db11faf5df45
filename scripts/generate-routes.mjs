#!/usr/bin/env node
/** Writes src/routeTree.gen.ts (gitignored) from src/routes, as the Vite plugin does, so typecheck runs before a build. */
import { Generator, getConfig } from '@tanstack/router-generator';

const config = getConfig({ target: 'react', routesDirectory: './src/routes', generatedRouteTree: './src/routeTree.gen.ts' }, process.cwd());
await new Generator({ config, root: process.cwd() }).run();
