#!/usr/bin/env node
import { run } from '../dist/src/cli/run.bundle.js';

run();
