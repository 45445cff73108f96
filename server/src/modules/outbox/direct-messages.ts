/** The chat bot's DM sender, registered by the start script while the bot runs: notices go out through it beside their email. */

/** Sends a chat DM to the member with this Discord id. */
export type DirectMessage = (discordId: string, text: string) => Promise<void>;

let registeredDirectMessage: DirectMessage | undefined;

/** The start script hands over the chat bot's DM sender once the bot runs (undefined when it stops). */
export function setDirectMessageSender(send: DirectMessage | undefined): void {
  registeredDirectMessage = send;
}

/** The chat bot's DM sender while the bot runs. */
export function directMessageSender(): DirectMessage | undefined {
  return registeredDirectMessage;
}

let botInAnotherProcess = false;

/**
 * Set while a chat bot is configured but runs in another server process (runtime/bot-lock.ts): notices are
 * then left to that process's outbox job, which sends each with its chat DM, rather than sent here by email only.
 */
export function setBotInAnotherProcess(elsewhere: boolean): void {
  botInAnotherProcess = elsewhere;
}

export function isBotInAnotherProcess(): boolean {
  return botInAnotherProcess;
}
