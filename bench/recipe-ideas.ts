/**
 * Entry point kept for `npm run bench`: the idea-engine benchmark lives in bench/ideas/ideas.ts
 * (method and results in bench/ideas/README.md and bench/README.md).
 */
import { runIdeasBench } from "./ideas/ideas";

runIdeasBench();
