enum QuickAction: String {
    case compose = "com.example.chirp.compose"
}
