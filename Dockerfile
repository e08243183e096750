# One image recipe for both servers; docker-compose.yml picks the target.
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN npm install -g pnpm@10
COPY . .
RUN pnpm install --frozen-lockfile && node scripts/codegen.mjs && pnpm -r --filter ./packages/* run build

FROM node:20-bookworm-slim AS upstream
WORKDIR /app
ENV NODE_ENV=production UPSTREAM_HOST=0.0.0.0 UPSTREAM_PORT=4001
COPY --from=build /app /app
EXPOSE 4001
CMD ["node", "packages/upstream/dist/main.js"]

FROM node:20-bookworm-slim AS gateway
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4000
COPY --from=build /app /app
EXPOSE 4000
# The gateway's Node flags: packages/gateway/src/nodeFlags.ts (test/compose.test.ts keeps them equal).
CMD ["node", "--max-semi-space-size=32", "packages/gateway/dist/main.js"]
