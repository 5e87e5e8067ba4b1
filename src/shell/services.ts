// The app's single database connection, opened once and shared by every screen, and the channel
// that tells the app's other tabs and windows about every write it commits.
import { openSaveChannel } from '../storage/channel.ts';
import { SaveStore } from '../storage/saves.ts';

export const saveNews = openSaveChannel();

export const store = new SaveStore(undefined, { announce: (news) => saveNews?.post(news) });
