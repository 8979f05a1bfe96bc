import CairnSharing
import PostgresNIO

/// Shared state kept in PostgreSQL.
public enum CairnSharingPostgresModule {}
