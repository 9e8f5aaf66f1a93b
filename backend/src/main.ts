import 'reflect-metadata';
import { failedToStart, serve } from './server.js';

serve().catch(failedToStart);
