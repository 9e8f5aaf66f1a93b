# The whole app (API + built frontend) in one Node 20 image. See docker-compose.yml.
FROM node:20 AS build
WORKDIR /app
# Manifests first, so the dependency layer is cached while only sources change.
COPY package.json package-lock.json ./
COPY packages/rules/package.json packages/rules/package.json
COPY backend/package.json backend/package.json
COPY frontend/package.json frontend/package.json
# `npm install`, not `npm ci`: the lockfile was made where only Linux builds of Biome are served, so
# `npm ci` would call it out of sync; with the lockfile present `npm install` keeps the locked versions.
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/app/.data
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 3000
CMD ["node", "backend/dist/src/main.js"]
