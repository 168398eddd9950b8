"""Playing with friends on their own computers: the messages, the rooms, the server, the
client's connection and finding games on the home network (docs/NETWORK.md)."""
