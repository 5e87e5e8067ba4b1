// The app's single database connection, opened once and shared by every screen.
import { SaveStore } from '../storage/saves.ts';

export const store = new SaveStore();
