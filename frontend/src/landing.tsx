// First, so every feature's CSS Module comes after the global styles and wins a tie.
import './styles/global.css';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { LandingShell } from './app/LandingShell';
import { fetchSignInState } from './lib/api/get-current-user';
import { getPractices } from './lib/api/get-practices';
import { getPrograms } from './lib/api/get-programs';

// The entry of the prerendered / only (frontend/scripts/prerender.mjs): React and the landing page,
// without the router, the data layer or antd, which load only for a signed-in member
// (app/LandingShell.tsx). Every other page, and / inside the app, is src/main.tsx's.

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// Asked before hydration, so the answers are on their way while React adopts the page; they are
// applied once it has (LandingShell's effects), so nothing changes the markup being adopted.
const signIn = fetchSignInState();
// A failed call shows "Practice schedule will be available soon.", as the app does.
const practices = getPractices().catch(() => []);
// A failed call shows that new dates will be announced, as an empty list does.
const programs = getPrograms().catch((error: unknown) => {
  console.error('The upcoming programs could not be loaded', error);
  return [];
});

hydrateRoot(
  container,
  <StrictMode>
    <LandingShell signIn={signIn} practices={practices} programs={programs} />
  </StrictMode>,
  {
    onRecoverableError: (error) => console.error('Hydration failed: the page was rendered again', error),
  },
);
